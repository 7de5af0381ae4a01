/**
 * The relay's Redis state, changed only by these Lua scripts so that several relay processes on
 * one Redis see each check and its write as one step. Every key starts with ARGV[1], the prefix.
 *
 * - `msg:<id>` hash (topic, message, tag, attestation, publishedAt, expiresAt, sender), expiring
 *   with the message; `delivered:<id>` set of client ids that have it (its sender included).
 * - `topic:<topic>` zset of message ids in publish order; `pending:<topic>` zset of the ids no
 *   recipient has acknowledged (score: expiry), which the per-topic cap counts.
 * - `dup:<topic>:<sha1>` a stored message's id, so a repeated publish is not stored twice.
 * - Accounting: `all` zset `id|bytes|sender` by expiry, `bytes` total, `clientBytes` hash,
 *   `clientTopics:<client>` and `topics` zsets of topics by their last message's expiry,
 *   `rate:<client>` token bucket.
 * - Subscriptions: `subs:<client>` and `subscribers:<topic>` sets, `subCount`, and `clients` zset
 *   of client ids by when they were last seen.
 * - Fan-out: each stored message is published on the `fanout` channel to every relay process.
 */

/**
 * Keeps a key alive for `ms` more at least. Redis expires keys by its own clock, the relay decides
 * liveness by its (the `expiresAt` scores); key expiry only reclaims memory, never earlier.
 */
const extendLua = `
local function extend(key, ms)
  redis.call('PEXPIRE', key, ms, 'NX')
  redis.call('PEXPIRE', key, ms, 'GT')
end
`

/**
 * ARGV: prefix, topic, message, ttlMs, tag, attestation, sender, now, maxMessagesPerTopic,
 * maxTopics, maxTopicsPerClient, maxStoredBytes, maxStoredBytesPerClient, publishBurst,
 * publishPerSecond. Returns {'stored', id} or {'repeat', id}, or {refusal, limit}.
 */
export const publishScript = `${extendLua}
local p, topic, message = ARGV[1], ARGV[2], ARGV[3]
local ttl, tag, attestation, sender = tonumber(ARGV[4]), ARGV[5], ARGV[6], ARGV[7]
local now = tonumber(ARGV[8])
local bytes = string.len(message)

local expired = redis.call('ZRANGEBYSCORE', p .. 'all', '-inf', now, 'LIMIT', 0, 256)
for _, member in ipairs(expired) do
  local size, owner = string.match(member, '^%d+|(%d+)|(.*)$')
  redis.call('DECRBY', p .. 'bytes', size)
  if redis.call('HINCRBY', p .. 'clientBytes', owner, -tonumber(size)) <= 0 then
    redis.call('HDEL', p .. 'clientBytes', owner)
  end
  redis.call('ZREM', p .. 'all', member)
end
redis.call('ZREMRANGEBYSCORE', p .. 'topics', '-inf', now)

local dupKey = p .. 'dup:' .. topic .. ':' .. redis.sha1hex(message)
local repeated = redis.call('GET', dupKey)
if repeated and tonumber(redis.call('HGET', p .. 'msg:' .. repeated, 'expiresAt') or '0') > now then
  return {'repeat', repeated}
end

local rateKey = p .. 'rate:' .. sender
local bucket = redis.call('HMGET', rateKey, 'tokens', 'at')
local burst, perSecond = tonumber(ARGV[14]), tonumber(ARGV[15])
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * perSecond / 1000)
if tokens < 1 then return {'rate', ARGV[14]} end

local pendingKey = p .. 'pending:' .. topic
redis.call('ZREMRANGEBYSCORE', pendingKey, '-inf', now)
if redis.call('ZCARD', pendingKey) >= tonumber(ARGV[9]) then return {'topicMessages', ARGV[9]} end
local clientTopicsKey = p .. 'clientTopics:' .. sender
redis.call('ZREMRANGEBYSCORE', clientTopicsKey, '-inf', now)
if not redis.call('ZSCORE', clientTopicsKey, topic)
  and redis.call('ZCARD', clientTopicsKey) >= tonumber(ARGV[11]) then
  return {'clientTopics', ARGV[11]}
end
local clientBytes = tonumber(redis.call('HGET', p .. 'clientBytes', sender) or '0')
if clientBytes + bytes > tonumber(ARGV[13]) then return {'clientBytes', ARGV[13]} end
if not redis.call('ZSCORE', p .. 'topics', topic)
  and redis.call('ZCARD', p .. 'topics') >= tonumber(ARGV[10]) then
  return {'topics', ARGV[10]}
end
local total = tonumber(redis.call('GET', p .. 'bytes') or '0')
if total + bytes > tonumber(ARGV[12]) then return {'bytes', ARGV[12]} end

redis.call('HSET', rateKey, 'tokens', tostring(tokens - 1), 'at', tostring(now))
redis.call('PEXPIRE', rateKey, 3600000)
local expiresAt = now + ttl
local id = redis.call('INCR', p .. 'nextId')
local msgKey = p .. 'msg:' .. id
redis.call('HSET', msgKey, 'topic', topic, 'message', message, 'tag', tag,
  'attestation', attestation, 'publishedAt', tostring(now), 'expiresAt', tostring(expiresAt),
  'sender', sender)
redis.call('PEXPIRE', msgKey, ttl)
local deliveredKey = p .. 'delivered:' .. id
redis.call('SADD', deliveredKey, sender)
redis.call('PEXPIRE', deliveredKey, ttl)
redis.call('SET', dupKey, id, 'PX', ttl)
local topicKey = p .. 'topic:' .. topic
redis.call('ZADD', topicKey, id, id)
extend(topicKey, ttl)
redis.call('ZADD', pendingKey, expiresAt, id)
extend(pendingKey, ttl)

redis.call('ZADD', p .. 'all', expiresAt, id .. '|' .. bytes .. '|' .. sender)
redis.call('INCRBY', p .. 'bytes', bytes)
redis.call('HINCRBY', p .. 'clientBytes', sender, bytes)
redis.call('ZADD', clientTopicsKey, 'GT', expiresAt, topic)
extend(clientTopicsKey, ttl)
redis.call('ZADD', p .. 'topics', 'GT', expiresAt, topic)

redis.call('PUBLISH', p .. 'fanout', cjson.encode({
  id = tostring(id), topic = topic, message = message, tag = tonumber(tag),
  attestation = attestation, publishedAt = tostring(now), sender = sender
}))
return {'stored', tostring(id)}
`

/**
 * ARGV: prefix, client, now, limit, mark ('1' to count what is returned as delivered), topics...
 * Returns {hasMore, {id, topic, message, tag, attestation, publishedAt, ...}}: the live messages of
 * the topics, in publish order, that the client has neither sent nor acknowledged.
 */
export const undeliveredScript = `
local p, client, now, limit, mark = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5]
local out, count, more = {}, 0, 0
for i = 6, #ARGV do
  local topic = ARGV[i]
  local topicKey = p .. 'topic:' .. topic
  for _, id in ipairs(redis.call('ZRANGE', topicKey, 0, -1)) do
    local m = redis.call('HMGET', p .. 'msg:' .. id,
      'message', 'tag', 'attestation', 'publishedAt', 'expiresAt', 'sender')
    if not m[1] then
      redis.call('ZREM', topicKey, id)
    elseif tonumber(m[5]) > now and redis.call('SISMEMBER', p .. 'delivered:' .. id, client) == 0 then
      if count >= limit then
        more = 1
      else
        count = count + 1
        for _, value in ipairs({id, topic, m[1], m[2], m[3], m[4]}) do table.insert(out, value) end
        if mark == '1' then
          redis.call('SADD', p .. 'delivered:' .. id, client)
          if m[6] ~= client then redis.call('ZREM', p .. 'pending:' .. topic, id) end
        end
      end
    end
  end
end
return {more, out}
`

/** ARGV: prefix, message id, client. Records the client's ack; a recipient's frees the topic cap. */
export const acknowledgeScript = `
local p, id, client = ARGV[1], ARGV[2], ARGV[3]
local m = redis.call('HMGET', p .. 'msg:' .. id, 'topic', 'sender')
if not m[1] then return 0 end
redis.call('SADD', p .. 'delivered:' .. id, client)
if m[2] ~= client then redis.call('ZREM', p .. 'pending:' .. m[1], id) end
return 1
`

const dropClientLua = `
local function dropClient(p, client)
  local subsKey = p .. 'subs:' .. client
  local topics = redis.call('SMEMBERS', subsKey)
  for _, topic in ipairs(topics) do redis.call('SREM', p .. 'subscribers:' .. topic, client) end
  if #topics > 0 then redis.call('DECRBY', p .. 'subCount', #topics) end
  redis.call('DEL', subsKey)
  redis.call('ZREM', p .. 'clients', client)
end
`

/**
 * ARGV: prefix, client, now, maxSubscriptionsPerClient, maxSubscriptions, subscriptionTtlMs,
 * topics... Subscribes all or none: {'ok'} or {refusal, limit}. Clients unseen past the ttl, then
 * (when the relay-wide cap is reached) the longest-unseen ones, lose their subscriptions.
 */
export const subscribeScript = `${dropClientLua}
local p, client, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
local perClient, global = tonumber(ARGV[4]), tonumber(ARGV[5])
for _, stale in ipairs(redis.call('ZRANGEBYSCORE', p .. 'clients', '-inf', now - tonumber(ARGV[6]), 'LIMIT', 0, 32)) do
  if stale ~= client then dropClient(p, stale) end
end
redis.call('ZADD', p .. 'clients', now, client)
local subsKey = p .. 'subs:' .. client
local fresh = {}
for i = 7, #ARGV do
  if redis.call('SISMEMBER', subsKey, ARGV[i]) == 0 then fresh[ARGV[i]] = true end
end
local added = {}
for topic in pairs(fresh) do table.insert(added, topic) end
if redis.call('SCARD', subsKey) + #added > perClient then return {'clientSubscriptions', ARGV[4]} end
while tonumber(redis.call('GET', p .. 'subCount') or '0') + #added > global do
  local oldest = redis.call('ZRANGE', p .. 'clients', 0, 1)
  local victim = oldest[1]
  if victim == client then victim = oldest[2] end
  if not victim then return {'subscriptions', ARGV[5]} end
  dropClient(p, victim)
end
for _, topic in ipairs(added) do
  redis.call('SADD', subsKey, topic)
  redis.call('SADD', p .. 'subscribers:' .. topic, client)
end
if #added > 0 then redis.call('INCRBY', p .. 'subCount', #added) end
return {'ok'}
`

/** ARGV: prefix, client, topics... */
export const unsubscribeScript = `
local p, client = ARGV[1], ARGV[2]
for i = 3, #ARGV do
  if redis.call('SREM', p .. 'subs:' .. client, ARGV[i]) == 1 then
    redis.call('SREM', p .. 'subscribers:' .. ARGV[i], client)
    redis.call('DECR', p .. 'subCount')
  end
end
return 1
`
