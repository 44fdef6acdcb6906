// A browser source composites the page over the stream: nothing but the counter may paint.
export default function Head() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <style>{'html,body{background:transparent!important}:root{color-scheme:light!important}'}</style>
    </>
  )
}
