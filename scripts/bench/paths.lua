-- wrk script: cycles through the paths in BENCH_PATHS (one per line) and prints one JSON line of
-- figures at the end, with the percentiles wrk's own summary leaves out (p95).
local paths = {}
for path in string.gmatch(os.getenv("BENCH_PATHS") or "/", "[^\n]+") do
  table.insert(paths, path)
end
local counter = 0

request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"socketErrors":%d,"non2xx":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f,"max":%.3f}\n',
    summary.requests, summary.duration / 1e6,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000))
end
