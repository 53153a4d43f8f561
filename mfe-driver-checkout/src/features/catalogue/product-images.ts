// The pictures are drawn inline, in the page's own document: an <img> of an SVG makes a
// document of its own for each picture on the main thread, which a phone feels as the
// catalogue scrolls into view or a tab shows new products. Each is about 600 bytes, in the
// catalogue's own code, which loads only as the visitor nears it. Their lettering names no
// font and takes the page's: a font named in a picture is looked up for each of its texts as
// the page is first laid out, and the catalogue's 34 texts made that layout a fifth longer.
import cheetos from '../../assets/products/cheetos.svg?raw';
import doritosCoolRanch from '../../assets/products/doritos-cool-ranch.svg?raw';
import doritosNacho from '../../assets/products/doritos-nacho.svg?raw';
import fiveHourEnergy from '../../assets/products/5hour-energy.svg?raw';
import fritos from '../../assets/products/fritos.svg?raw';
import kindCaramel from '../../assets/products/kind-caramel.svg?raw';
import kindPeanut from '../../assets/products/kind-peanut.svg?raw';
import laysBbq from '../../assets/products/lays-bbq.svg?raw';
import laysClassic from '../../assets/products/lays-classic.svg?raw';
import mentos from '../../assets/products/mentos.svg?raw';
import oreo from '../../assets/products/oreo.svg?raw';
import oreoDouble from '../../assets/products/oreo-double.svg?raw';
import oreoGolden from '../../assets/products/oreo-golden.svg?raw';
import sabritasHot from '../../assets/products/sabritas-hot.svg?raw';
import sabritasJapanese from '../../assets/products/sabritas-japanese.svg?raw';
import sabritasLime from '../../assets/products/sabritas-lime.svg?raw';
import tylenol from '../../assets/products/tylenol.svg?raw';

export const productImages = {
  cheetos,
  doritosCoolRanch,
  doritosNacho,
  fiveHourEnergy,
  fritos,
  kindCaramel,
  kindPeanut,
  laysBbq,
  laysClassic,
  mentos,
  oreo,
  oreoDouble,
  oreoGolden,
  sabritasHot,
  sabritasJapanese,
  sabritasLime,
  tylenol,
};
