/** Placeholder: built by the admin issue, part 2. */
export default function AnalyticsScreen() {
  return <h1>AnalyticsScreen</h1>;
}
