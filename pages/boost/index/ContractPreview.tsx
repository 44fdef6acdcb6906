// A preview of the crypto split: the contract's interface and what a $20 boost becomes.
import { ArrowRightIcon } from '../../../assets/icons.tsx'
import { cryptoSplit, PLATFORM_FEE_PERCENT } from '../../../core/fees.ts'
import { formatCents } from '../../../core/money.ts'
import { CodeBlock } from '../../../ui/CodeBlock.tsx'

const SPLITTER = `// Preview: published with its audit.
interface IBoostSplitter {
    // 97.5% to the creator, 2.5% to the treasury, in one transaction.
    function boost(address payable creator, string calldata creatorId) external payable;
    function boostToken(address token, address creator, uint256 amount, string calldata creatorId) external;
    function treasuryBps() external view returns (uint16); // 250
}`

const EXAMPLE = cryptoSplit(2000)

export function ContractPreview() {
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {[
          ['$20 boost', formatCents(EXAMPLE.gross)],
          ['Creator', formatCents(EXAMPLE.creator)],
          [`Treasury ${PLATFORM_FEE_PERCENT}%`, formatCents(EXAMPLE.treasury)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl border border-line bg-bg-subtle p-3">
            <dt className="text-xs text-fg-subtle">{term}</dt>
            <dd className="mt-0.5 font-semibold text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <CodeBlock code={SPLITTER} language="solidity" title="IBoostSplitter.sol (preview)" className="!my-0" />
      <p className="text-xs text-fg-subtle">
        ETH and USDC on Ethereum and BNB Chain, plus network fees. Addresses are previews until launch.{' '}
        <a href="/contracts" className="inline-flex items-center gap-0.5 font-medium text-accent-text hover:underline">
          Smart contracts <ArrowRightIcon size={13} />
        </a>
      </p>
    </div>
  )
}
