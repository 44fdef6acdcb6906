// What the console pages add to <head>: the web app manifest and icons that make the console installable.
export function ConsoleHead() {
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-title" content="Boost" />
      <meta name="application-name" content="Boost Creator Console" />
    </>
  )
}
