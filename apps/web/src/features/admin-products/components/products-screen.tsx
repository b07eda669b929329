/** Placeholder: built by the admin issue. */
export default function ProductsScreen() {
  return <h1>ProductsScreen</h1>;
}
