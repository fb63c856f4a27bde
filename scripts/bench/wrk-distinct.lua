-- wrk script of bench:burst: every request asks for an address never asked before, WRK_PREFIX followed by a counter
-- and a word (searches, unknown addresses), WRK_LIMIT requests at most (then the thread stops); the report line of
-- scripts/bench/wrk-report.lua with the answers counted by status.
local prefix = os.getenv("WRK_PREFIX") or "/blog/recherche/"
local separator = os.getenv("WRK_SEPARATOR") or "+"
local limit = tonumber(os.getenv("WRK_LIMIT") or "0")
local words = { "abidjan", "site", "vitrine", "mobile", "design", "video", "seo", "marketing", "application", "paiement" }

local threads = {}
setup = function(thread)
  table.insert(threads, thread)
end

init = function()
  sent = 0
  answered = 0
  statuses = {}
  math.randomseed(os.time())
end

request = function()
  sent = sent + 1
  return wrk.format(nil, prefix .. "mot" .. sent .. separator .. words[math.random(#words)])
end

response = function(status)
  answered = answered + 1
  statuses[tostring(status)] = (statuses[tostring(status)] or 0) + 1
  if limit > 0 and answered >= limit then
    wrk.thread:stop()
  end
end

done = function(summary, latency, requests)
  local errors = summary.errors
  local counted = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      table.insert(counted, string.format('"%s":%d', status, count))
    end
  end
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"socketErrors":%d,"non2xx3xx":%d,"p50Us":%d,"p99Us":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status,
    latency:percentile(50), latency:percentile(99), table.concat(counted, ",")))
end
