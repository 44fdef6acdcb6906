// The home page: what Boost is, live platform numbers, how creators start, and how fans level up.
import { usePublicOrigin } from '../../ui/usePublicOrigin.ts'
import { ForCreators } from './ForCreators.tsx'
import { Hero } from './Hero.tsx'
import { LevelUp } from './LevelUp.tsx'
import { LiveStats } from './LiveStats.tsx'
import { ScanAndContact } from './ScanAndContact.tsx'
import { useFirstVisit, WelcomeBanner } from './WelcomeBanner.tsx'

export default function HomePage() {
  const origin = usePublicOrigin()
  const welcome = useFirstVisit()
  return (
    <>
      {welcome.show ? <WelcomeBanner onClose={welcome.dismiss} /> : null}
      <Hero />
      <LiveStats />
      <ForCreators origin={origin} />
      <LevelUp />
      <ScanAndContact origin={origin} />
    </>
  )
}
