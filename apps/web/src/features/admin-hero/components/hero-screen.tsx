/** Placeholder: built by the admin issue. */
export default function HeroScreen() {
  return <h1>HeroScreen</h1>;
}
