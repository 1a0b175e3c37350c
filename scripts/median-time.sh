# Sourced by the benchmark scripts.
#
# median_time_and_memory RUNS SCRATCH_FILE COMMAND…
#   runs COMMAND (output discarded) RUNS times under GNU time and prints the median wall time in
#   seconds and the median peak memory in kilobytes: "SECONDS KILOBYTES".
median_time_and_memory() {
  local runs=$1 scratch=$2
  shift 2
  local times=() mems=() t m
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %M' -o "$scratch" "$@" >/dev/null 2>&1 || true
    # GNU time puts "Command exited with non-zero status" first when the command fails.
    read -r t m < <(tail -n 1 "$scratch")
    times+=("$t")
    mems+=("$m")
  done
  t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
  m=$(printf '%s\n' "${mems[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
  echo "$t $m"
}
