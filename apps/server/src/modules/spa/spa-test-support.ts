/** Like the Vite build's index.html: the entry scripts `type="module" crossorigin` in the head. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Hearth</title>
    <script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/app-2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
