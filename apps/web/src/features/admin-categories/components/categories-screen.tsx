/** Placeholder: built by the admin issue. */
export default function CategoriesScreen() {
  return <h1>CategoriesScreen</h1>;
}
