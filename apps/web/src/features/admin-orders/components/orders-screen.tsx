/** Placeholder: built by the admin issue, part 2. */
export default function OrdersScreen() {
  return <h1>OrdersScreen</h1>;
}
