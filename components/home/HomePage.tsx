import { Quote, Star } from 'lucide-react';
import { author } from '../../platform/author';
import { useTools } from '../tool/catalog';
import { changelogOf, testimonials, testimonialsAreSamples, toIso, type Testimonial } from './data';
import { ToolBrowser } from './ToolBrowser';

/** Real testimonials only: while the shipped samples are not replaced, the section is not shown (fake reviews are unlawful). */
export function Testimonials({ items, samples }: { items: readonly Testimonial[]; samples: boolean }) {
  if (samples || items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">Ils utilisent Outilo</h2>
      <ul className="testimonials">
        {items.map((t) => (
          <li key={t.name} className="card testimonial">
            <Quote aria-hidden size={20} className="testimonial__quote" />
            <p className="testimonial__rating" role="img" aria-label={`Note : ${t.rating} sur 5`}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} aria-hidden size={16} fill={i < t.rating ? 'currentColor' : 'none'} />
              ))}
            </p>
            <blockquote>
              <p>{t.content}</p>
            </blockquote>
            <p className="testimonial__author">
              <strong>{t.name}</strong>
              <span>{t.role}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function About() {
  const tools = useTools();
  return (
    <section className="home-section about-grid" aria-label="À propos">
      <div className="card">
        <h2>À propos d’Outilo</h2>
        <p>
          Outilo réunit {tools.length} calculateurs et utilitaires pensés pour les professionnels du marketing et de
          l’e-commerce : TVA, coûts publicitaires, marges, tests A/B, liens de campagne et outils du quotidien. Gratuit, sans compte et sans publicité.
        </p>
        <p>
          Tous les calculs se font dans votre navigateur : vos chiffres ne quittent jamais votre appareil. Vos favoris
          sont gardés dans ce navigateur, et synchronisés entre vos ordinateurs avec l’extension Chrome.
        </p>
      </div>
      <div className="card">
        <h2>À propos de l’auteur</h2>
        <p>
          <strong>{author.name}</strong>
        </p>
        <p>{author.bio}</p>
        {author.url && (
          <p>
            <a href={author.url} rel="author">
              En savoir plus sur l’auteur
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

function Changelog() {
  const changelog = changelogOf(useTools());
  return (
    <section className="home-section" aria-labelledby="changelog-title">
      <h2 id="changelog-title">Quoi de neuf ?</h2>
      <ol className="changelog card">
        {changelog.map((entry) => (
          <li key={entry.date + entry.description}>
            <time dateTime={toIso(entry.date)}>{entry.date}</time>
            <span>{entry.description}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Les calculateurs du marketing et de l’e-commerce, en français</h1>
        <p className="hero__lead">
          TVA, CPC, ROAS, tests A/B, UTM et outils du quotidien : des résultats justes, en direct, calculés dans votre navigateur.
        </p>
      </section>
      <ToolBrowser />
      {!testimonialsAreSamples && <Testimonials items={testimonials} samples={false} />}
      <About />
      <Changelog />
    </div>
  );
}
