/** What the first load shows while it checks the session and fetches the page's code. */
export function ConsoleLoading() {
  return (
    <p role="status" className="p-6">
      Loading the staff console…
    </p>
  );
}
