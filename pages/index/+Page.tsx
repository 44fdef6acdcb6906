// The home page.
import { useState } from 'react'

export default function HomePage() {
  const [preset, setPreset] = useState(10)
  return (
    <section className="hero">
      <h1>Boost the creators you love</h1>
      <p>$5, $10, $20 boosts that show up instantly. Earn XP today. Tomorrow, XP becomes more.</p>
      <div role="group" aria-label="Boost amount">
        {[5, 10, 20].map((amount) => (
          <button
            key={amount}
            type="button"
            className={amount === preset ? 'button' : 'button secondary'}
            aria-pressed={amount === preset}
            onClick={() => setPreset(amount)}
          >
            ${amount}
          </button>
        ))}
      </div>
      <p data-testid="selected-boost">Selected boost: ${preset}</p>
      <p>
        <a className="button" href="/boost">
          Boost Now
        </a>{' '}
        <a className="button secondary" href="/leaderboard">
          See Leaderboard
        </a>
      </p>
    </section>
  )
}
