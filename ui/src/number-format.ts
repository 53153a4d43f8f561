/** The site's number formatter, kept with the offer whose figures it writes. */
export { numberFormat } from '@minibar/contracts/number-format';
