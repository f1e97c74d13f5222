/**
 * The one Redis script of the quota store: it reads, checks and counts a fixed window in a single
 * atomic step, so that no interleaving of requests on any number of instances lets one request too
 * many through (a GET then an INCR from the client would). The window starts at the first request
 * and always carries an expiry: a key is never left without one.
 *
 * KEYS[1]  the bucket, `{cred:<id>}:<operation>`; the braces are a Redis Cluster hash tag.
 * ARGV[1]  the limit of the window
 * ARGV[2]  the window, in milliseconds
 * ARGV[3]  '1' to spend one request, '0' to read only
 *
 * Answers { allowed (1 or 0), requests counted in the window, milliseconds until it resets }.
 * A refused request is not counted, so the counter never passes the limit.
 */
export const QUOTA_SCRIPT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
local count = 0
local fresh = ttl <= 0
if fresh then
  -- No key (-2), or a key without an expiry (-1): a new window starts here.
  ttl = window
else
  count = tonumber(redis.call('GET', KEYS[1])) or 0
end
if ARGV[3] ~= '1' then
  if count < limit then return { 1, count, ttl } end
  return { 0, count, ttl }
end
if count >= limit then
  return { 0, count, ttl }
end
if fresh then
  redis.call('SET', KEYS[1], 1, 'PX', window)
else
  redis.call('INCR', KEYS[1])
end
return { 1, count + 1, ttl }
`;

/** The name the script is registered under on the Redis client. */
export const QUOTA_SCRIPT_COMMAND = 'innkeepQuota';
