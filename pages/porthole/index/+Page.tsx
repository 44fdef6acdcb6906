// The porthole page. It ships no page script: the porthole itself is its island (./islands.ts),
// opening with the style, accent and compact choice of the address it was requested at.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../renderer/islands/Island.tsx'
import { Porthole, portholeSetup } from './Porthole.tsx'

export default function PortholePage() {
  const { urlParsed } = usePageContext()
  return <Island name="porthole" component={Porthole} props={portholeSetup(urlParsed.search)} />
}
