/** Placeholder: built by the admin issue, part 2. */
export default function FooterScreen() {
  return <h1>FooterScreen</h1>;
}
