/** Placeholder: built by the admin issue, part 2. */
export default function AuditScreen() {
  return <h1>AuditScreen</h1>;
}
