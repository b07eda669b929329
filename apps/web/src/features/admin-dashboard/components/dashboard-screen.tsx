/** Placeholder: built by the admin issue. */
export default function DashboardScreen() {
  return <h1>DashboardScreen</h1>;
}
