/** Placeholder: built by the admin issue, part 2. */
export default function UsersScreen() {
  return <h1>UsersScreen</h1>;
}
