// A receipt is for the fan who holds its link: never indexed, never sent on as a referrer.
export default function ReceiptHead() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  )
}
