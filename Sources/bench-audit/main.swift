print("bench-audit: not yet")
