// The share preview of a creator's page: canonical address, OpenGraph and Twitter tags, and the
// image drawn for it on the server (React escapes every value, so a name or bio with quotes stays
// text). og:site_name, og:title and og:description come from the frame and vike-react.
import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'

export default function Head() {
  const { creator, creatorId, pageUrl, imageUrl } = useData<Data>()
  const title = `${creator.name ?? creatorId} on Boost`
  const description = creator.bio ?? `Send ${creator.name ?? creatorId} a boost that shows up live.`
  return (
    <>
      <link rel="canonical" href={pageUrl} />
      <meta property="og:type" content="profile" />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${creator.name ?? creatorId} on Boost${creator.goal ? `: ${creator.goal.title}` : ''}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  )
}
