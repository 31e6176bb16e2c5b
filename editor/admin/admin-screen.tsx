/** Placeholder for the admin screens (users, settings, metaheads). */
export function AdminScreen() {
  return (
    <section style={{ padding: 24 }}>
      <h1>Admin</h1>
    </section>
  );
}
