export { section, sectionHeading } from '../styles/sections.css';
