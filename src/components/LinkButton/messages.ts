/** LinkButton's words are Button's (it renders a Button with `href`); kept under this name until LinkButton goes in 1.0. */
export { buttonMessages as linkButtonMessages, type ButtonMessages as LinkButtonMessages } from '../Button/messages';
