/**
 * Opens the disclosure alone in a new window and prints it, so the borrower can keep a paper copy.
 * The text is set as text (never HTML); the strict CSP allows no inline script, none is needed.
 */
export function printDisclosure(title: string, text: string): void {
  const view = window.open('', '_blank', 'noopener=no');
  if (!view) {
    window.print();
    return;
  }
  view.document.title = title;
  const heading = view.document.createElement('h1');
  heading.textContent = title;
  const body = view.document.createElement('p');
  body.style.whiteSpace = 'pre-line';
  body.textContent = text;
  view.document.body.append(heading, body);
  view.focus();
  view.print();
}
