/** Responsive image imports transformed at build by vite-imagetools (`...?w=360;560&format=avif&as=srcset`). */
declare module '*as=srcset' {
  const srcset: string;
  export default srcset;
}
