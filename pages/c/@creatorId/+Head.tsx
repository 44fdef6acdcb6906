// The share preview of a creator's page: canonical address, OpenGraph and Twitter tags (React
// escapes every value, so a name or bio with quotes stays text).
import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'

export default function Head() {
  const { creator, creatorId, pageUrl } = useData<Data>()
  const title = `${creator.name ?? creatorId} on Boost`
  const description = creator.bio ?? `Send ${creator.name ?? creatorId} a boost that shows up live.`
  return (
    <>
      <link rel="canonical" href={pageUrl} />
      <meta property="og:type" content="profile" />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:site_name" content="Boost" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  )
}
