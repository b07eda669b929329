/** Placeholder: built by the admin issue, part 2. */
export default function PagesScreen() {
  return <h1>PagesScreen</h1>;
}
