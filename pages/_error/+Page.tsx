// The not-found page, and the page shown when rendering fails.
import { usePageContext } from 'vike-react/usePageContext'

export default function ErrorPage() {
  const { is404 } = usePageContext()
  if (is404) {
    return (
      <section>
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </section>
    )
  }
  return (
    <section>
      <h1>Something went wrong</h1>
      <p>Please try again in a moment.</p>
    </section>
  )
}
