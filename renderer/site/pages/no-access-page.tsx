/** Where a 403 response sends the browser (seed 000). */
export function NoAccessPage() {
  return (
    <section className="site-message">
      <h1 className="fc-heading fc-heading--l">No access</h1>
      <p>
        You do not have permission to view this page. Sign in with an account that has access, or go back to the home
        page.
      </p>
      <a className="fc-button fc-button--primary" href="/">
        Go back to home
      </a>
    </section>
  );
}
