/**
 * The one Redis script of the quota store: it reads, checks and counts fixed windows in a single
 * atomic step, so that no interleaving of requests on any number of instances lets one request too
 * many through (a GET then an INCR from the client would). A window starts at the first request and
 * always carries an expiry: a key is never left without one.
 *
 * It decides a batch: the quota calls one instance made in the same turn of its event loop, one
 * bucket after the other, as if each had been sent alone in that order (a bucket may come twice).
 * One script run for many requests spares the client a command, a timer and a reply each, and
 * Redis a script call each.
 *
 * KEYS[i]      a bucket, `{cred:<id>}:<operation>`; the braces are a Redis Cluster hash tag
 * ARGV[3i-2]   the limit of its window
 * ARGV[3i-1]   the window, in milliseconds
 * ARGV[3i]     '1' to spend one request, '0' to read only
 *
 * Answers, for each bucket in turn, allowed (1 or 0), requests counted in the window, and
 * milliseconds until it resets: 3 numbers a bucket, in one flat list. A refused request is not
 * counted, so the counter never passes the limit.
 */
export const QUOTA_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[3 * i - 2])
  local window = tonumber(ARGV[3 * i - 1])
  local spend = ARGV[3 * i] == '1'
  local ttl = redis.call('PTTL', key)
  local count = 0
  local fresh = ttl <= 0
  if fresh then
    -- No key (-2), or a key without an expiry (-1): a new window starts here.
    ttl = window
  else
    count = tonumber(redis.call('GET', key)) or 0
  end
  local allowed = 0
  if count < limit then
    allowed = 1
    if spend then
      if fresh then
        redis.call('SET', key, 1, 'PX', window)
      else
        redis.call('INCR', key)
      end
      count = count + 1
    end
  end
  answers[3 * i - 2] = allowed
  answers[3 * i - 1] = count
  answers[3 * i] = ttl
end
return answers
`;

/** The name the script is registered under on the Redis client. */
export const QUOTA_SCRIPT_COMMAND = 'innkeepQuota';
