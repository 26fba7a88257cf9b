import autocannon from 'autocannon';

/**
 * One bounded autocannon run against a loopback URL; resolves to
 * { requestsPerSecond, p99Ms, non2xx, errors, timeouts, total }.
 */
export async function measureLoad(url, { connections = 50, seconds = 10, headers = {} } = {}) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])[:/]/.test(url)) {
    throw new Error(`refusing to load a non-loopback address: ${url}`);
  }
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}
