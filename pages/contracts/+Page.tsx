// The smart-contract page: how crypto boosts are split without custody, the networks, and the
// contract interface. Nothing is deployed yet, and the page says so everywhere it matters.
import { ArrowRightIcon, LockIcon, ShieldIcon, UsersIcon, WalletIcon } from '../../assets/icons.tsx'
import { cryptoSplit, PLATFORM_FEE_PERCENT } from '../../core/fees.ts'
import { formatCents } from '../../core/money.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Callout } from '../../ui/Callout.tsx'
import { CodeSample } from '../../renderer/islands/CodeSample.tsx'
import { AnchorHeading, DocsShell } from '../../ui/DocsShell.tsx'

const TOC = [
  { id: 'non-custodial', label: 'Non-custodial splitting' },
  { id: 'networks', label: 'Networks and addresses' },
  { id: 'interface', label: 'Contract interface' },
  { id: 'security', label: 'Security' },
]

const EXAMPLE = cryptoSplit(2000)

const NETWORKS = [
  { name: 'Ethereum Mainnet', chainId: 1, status: 'Coming soon', tone: 'warning' as const, address: 'Published at launch' },
  { name: 'Sepolia testnet', chainId: 11155111, status: 'Preview', tone: 'accent' as const, address: 'Preview deployment, address published with the public beta' },
  { name: 'BNB Chain', chainId: 56, status: 'Coming soon', tone: 'warning' as const, address: 'Published at launch' },
]

const INTERFACE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// Preview: the deployed contract is published with its audit.
interface IBoostSplitter {
    event Boosted(
        address indexed supporter,
        address indexed creator,
        uint256 amount,
        uint256 treasuryShare,
        string creatorId
    );

    // Splits msg.value in this transaction: 97.5% to creator, 2.5% to the treasury.
    function boost(address payable creator, string calldata creatorId) external payable;

    // The same for USDC; approve the splitter for amount first.
    function boostToken(address token, address creator, uint256 amount, string calldata creatorId) external;

    // 250 basis points, fixed at deployment.
    function treasuryBps() external view returns (uint16);
}`

export default function ContractsPage() {
  return (
    <DocsShell
      eyebrow="Smart contracts"
      title="Crypto boosts, split by code, held by no one"
      lead={
        <p>
          Crypto boosts (ETH and USDC on Ethereum and BNB Chain) are coming soon. When they arrive, a small contract splits each boost in the
          same transaction it is sent: the creator’s share goes straight to their wallet, and neither Boost nor the contract ever holds it.
        </p>
      }
      toc={TOC}
    >
      <Callout tone="warning" title="Not live yet">
        The addresses below are previews. Do not send funds to any address claiming to be a Boost contract until it is listed here as live.
      </Callout>

      <AnchorHeading id="non-custodial">Non-custodial splitting</AnchorHeading>
      <p>
        A supporter’s wallet calls the splitter with the boost. In that one transaction the contract forwards {100 - PLATFORM_FEE_PERCENT}% to
        the creator’s wallet and {PLATFORM_FEE_PERCENT}% to the Boost treasury. The contract keeps no balance between transactions, has no
        withdraw function and no owner who could redirect a creator’s share.
      </p>
      <div className="not-prose my-8 grid grid-cols-1 items-center gap-3 rounded-3xl border border-line bg-bg-subtle p-5 sm:grid-cols-[1fr_auto_1.2fr_auto_1fr] sm:p-6">
        <FlowBox Icon={UsersIcon} title="Supporter" text={`sends ${formatCents(EXAMPLE.gross)}`} />
        <ArrowRightIcon size={18} className="mx-auto rotate-90 text-fg-subtle sm:rotate-0" />
        <FlowBox Icon={ShieldIcon} title="Splitter contract" text="holds nothing" highlight />
        <ArrowRightIcon size={18} className="mx-auto rotate-90 text-fg-subtle sm:rotate-0" />
        <div className="grid grid-cols-1 gap-3">
          <FlowBox Icon={WalletIcon} title="Creator wallet" text={formatCents(EXAMPLE.creator)} />
          <FlowBox Icon={LockIcon} title="Treasury" text={formatCents(EXAMPLE.treasury)} />
        </div>
      </div>
      <p>
        The network fee (gas) comes out of the boost and is usually about $0.02 on the networks we support. See{' '}
        <a href="/fees">pricing</a> for worked examples.
      </p>

      <AnchorHeading id="networks">Networks and addresses</AnchorHeading>
      <div className="not-prose my-6 overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft">
        <table className="table-boost min-w-[34rem]">
          <thead>
            <tr>
              <th scope="col">Network</th>
              <th scope="col">Chain id</th>
              <th scope="col">Status</th>
              <th scope="col">Splitter address</th>
            </tr>
          </thead>
          <tbody>
            {NETWORKS.map((network) => (
              <tr key={network.chainId}>
                <td className="font-medium text-fg">{network.name}</td>
                <td className="tabular-nums">{network.chainId}</td>
                <td>
                  <Badge tone={network.tone}>{network.status}</Badge>
                </td>
                <td className="text-fg-subtle">{network.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <AnchorHeading id="interface">Contract interface</AnchorHeading>
      <p>The interface wallets and integrations will call. It may still change before the audit.</p>
      <CodeSample code={INTERFACE} language="solidity" title="IBoostSplitter.sol (preview)" />

      <AnchorHeading id="security">Security</AnchorHeading>
      <ul>
        <li>The split is fixed when the contract is deployed; there is no upgrade path and no admin key over creator funds.</li>
        <li>The source will be verified on the block explorers and audited before any mainnet address is published.</li>
        <li>
          Found a problem? Write to <a href="mailto:security@boost.example">security@boost.example</a>.
        </li>
      </ul>
    </DocsShell>
  )
}

function FlowBox({ Icon, title, text, highlight = false }: { Icon: typeof ShieldIcon; title: string; text: string; highlight?: boolean }) {
  return (
    <div
      className={`flex items-center gap-3 rounded-2xl border p-3.5 ${highlight ? 'border-accent/30 bg-accent-soft' : 'border-line bg-surface'} shadow-soft`}
    >
      <span className={`grid size-9 shrink-0 place-items-center rounded-xl ${highlight ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-fg-muted'}`}>
        <Icon size={18} />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-fg">{title}</span>
        <span className="block text-xs text-fg-muted tabular-nums">{text}</span>
      </span>
    </div>
  )
}
