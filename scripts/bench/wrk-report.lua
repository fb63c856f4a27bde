-- wrk's report for scripts/bench/wrk.ts: one line of JSON after the run (latencies in microseconds).
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"socketErrors":%d,"non2xx3xx":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status,
    latency:percentile(50), latency:percentile(99)))
end
