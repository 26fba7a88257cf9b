// The floor the borrower pages are measured against: a plain HTML page with register-v2's first
// question (its heading, an address field, three radio cards and a button), no script, one small
// stylesheet inline, served by Node's own http server on 127.0.0.1 in the same run.
import { createServer } from 'node:http';

const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Where is the property?</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1f2937}main{max-width:36rem;margin:auto}
h1{font-size:1.875rem}label,fieldset{display:flex;flex-direction:column;gap:.5rem;margin:1rem 0}
input[type=text]{padding:.75rem;border:1px solid #6b7280;border-radius:.375rem;font-size:1rem}
.card{display:flex;gap:.5rem;padding:.75rem;border:1px solid #6b7280;border-radius:.5rem}
button{padding:.75rem 1.5rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:.375rem}</style>
</head><body><main>
<h1>Where is the property?</h1>
<p>Tell us about the home you want to borrow against.</p>
<form method="post">
<label>Property address<input type="text" name="address" autocomplete="street-address"></label>
<fieldset><legend>How do you use this property?</legend>
<label class="card"><input type="radio" name="occupancyType" value="PRIMARY">Primary residence</label>
<label class="card"><input type="radio" name="occupancyType" value="SECONDARY">Second home</label>
<label class="card"><input type="radio" name="occupancyType" value="INVESTMENT">Investment property</label>
</fieldset>
<button type="submit">Continue</button>
</form></main></body></html>`;

/** Starts the floor page's server on a free port; resolves to { url, stop }. */
export async function startFloorPage() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(FLOOR_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
