// What a console page that belongs to one creator shows before anyone is signed in: why, and the
// way in (a passkey or a recovery code), or the way to set up a new creator.
import type { ReactNode } from 'react'
import { KeyIcon } from '../../assets/icons.tsx'
import { ButtonLink } from '../Button.tsx'
import { ConsolePageHeader, Panel } from '../console/Panel.tsx'

export function SignInFirst({ id, eyebrow, title, description }: { id: string; eyebrow: string; title: string; description: ReactNode }) {
  return (
    <div className="grid gap-6">
      <ConsolePageHeader id={id} eyebrow={eyebrow} title={title} description={description} />
      <Panel>
        <div className="flex flex-wrap items-center gap-3">
          <ButtonLink href="/signin">
            <KeyIcon size={16} /> Sign in
          </ButtonLink>
          <ButtonLink href="/easy" variant="secondary">
            Set up a new creator
          </ButtonLink>
        </div>
      </Panel>
    </div>
  )
}
