// Tags every page's <head> carries.
export default function Head() {
  return (
    <>
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content="#7c3aed" />
    </>
  )
}
