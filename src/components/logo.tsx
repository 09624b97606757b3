/** The Littlerobe word mark, drawn inline so no font or image is fetched. Size is the height in px. */
export function Logo({ size = 44 }: { size?: number }) {
  return (
    <svg
      role="img"
      aria-label="Littlerobe"
      height={size}
      width={size * 4}
      viewBox="0 0 176 44"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="20" cy="22" r="16" fill="#8fa892" />
      <path d="M13 17l7-5 7 5-3 3v10h-8V20z" fill="#fffdf9" />
      <text x="44" y="30" fontFamily="Georgia, serif" fontSize="24" fill="#2b2a33">
        Littlerobe
      </text>
    </svg>
  );
}
