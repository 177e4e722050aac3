/**
 * The login screen as plain HTML, for a login form the server answers when it has no web app build
 * to draw the screen with (an API-only server). The web app's own screen is used whenever it exists.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function plainLoginPage(answer: { error?: string; fieldErrors?: { username?: string; password?: string }; username: string; next: string }): string {
  const messages = [answer.error, answer.fieldErrors?.username, answer.fieldErrors?.password].filter(Boolean).join('. ');
  const action = `/api/auth/login?${new URLSearchParams({ next: answer.next })}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Log In — Pitlane</title></head>
<body><main><h1>Log in to Pitlane</h1><p role="alert">${escapeHtml(messages)}</p>
<form method="post" action="${escapeHtml(action)}" aria-label="Login">
<label>Username <input name="username" autocomplete="username" required value="${escapeHtml(answer.username)}"></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Login</button></form></main></body></html>`;
}
