// The home page: what Boost is, live platform numbers, how creators start, and how fans level up.
// It ships no page script: the banner, the widget preview, the counters, the snippet and the QR
// code are its islands (./+client.ts).
import { Island } from '../../renderer/islands/Island.tsx'
import { ForCreators } from './ForCreators.tsx'
import { Hero } from './Hero.tsx'
import { LevelUp } from './LevelUp.tsx'
import { LiveStats } from './LiveStats.tsx'
import { ScanAndContact } from './ScanAndContact.tsx'
import { WelcomeBanner } from './WelcomeBanner.tsx'

export default function HomePage() {
  return (
    <>
      <Island name="welcome-banner" component={WelcomeBanner} />
      <Hero />
      <LiveStats />
      <ForCreators />
      <LevelUp />
      <ScanAndContact />
    </>
  )
}
