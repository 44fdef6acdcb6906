// A manage link is for the fan who holds it: never indexed, never sent on as a referrer.
export default function ManageHead() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  )
}
