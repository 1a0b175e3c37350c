print("bench-scan: not yet")
