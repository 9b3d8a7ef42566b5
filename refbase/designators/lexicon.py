"""A curated lexicon of whole English words, for deciding what "whole words" a compound holds.

Rule 14.4 splits words containing Arcano, Gun, Sword or Super "and can be split into multiple
whole words" (Shotgun -> Shot, Gun; Superior does not split). Deciding that needs a dictionary;
refbase ships this one (no run-time download). It lists words of three letters or more that
form closed compounds in card names and English at large, and deliberately leaves out
fragments and tiny function words ("ior", "be", "ner"), so "Superior", "Begun" and "Gunner"
stay whole. Plural forms are recognised through `plurals.singular`, so only singulars are
listed. Extend it by adding words to `_WORDS`.
"""

from __future__ import annotations

_WORDS = """
arcano gun sword super
air arm armor armour army arrow art ash attack axe
baby back bag ball band bank bar barrel base bat battle beam bear bearer beast bell belt
big bike bird black blade blast blood blow blue boat body bolt bomb bone book boot boss
bow bowl box boy brain brand bread break bridge broad brother bug bull bullet burn burst
bush butt cake call camera camp can cane cannon cap captain car card care carrier cart
case cast castle cat cell chain chair champion charge charged chart chief child chip city
clan class claw clock cloud club coat code cold collar collider comet computer conductor
cook cool cop core cotton court cover cow crack craft crane crew cross crow crown cruiser
crystal cup cut cutter cycle dance dancer dark day dead death deck demon desk devil dog
doll door dragon dream dress drive droid drop drum duck dust eagle earth edge egg elite
end engine eye face fall fan farm fast fear feather fever field fight fighter file fire
fish fist flag flame flash fleet flesh flight floor flower fly foot force forge form
fort fortress fox frame free friend frog fruit fu fury game gang gate gear genius ghost
giant girl glass glove glue goat god gold grass great grease green group guard guy hair
half hall hammer hand hawk head heart heat heavy hell helm hero hide high highway hill
hilt hit hold hole home hook horn horse hot house human hunt hunter ice iron island jack
jet job joke kata kick kid killer king kit knife knight knot lab lady lamp lance land
laser law lead leader leaf leg light lily line link lion lip lock long lord love lover
machine mage magic maid mail maker man mark market mask master match mate meat metal
mind mine mini mist model moll monk monkey moon mother motor mountain mouse mouth mutant
nail name natural nature neck needle net night ninja nose note nova nut oil order owl
pack page pain paper park part party pass path pet phone pick pig pin pipe pit plane
plant plasma plate play player plot pocket point poison pole police pop port post pot
powder power priest prince prison pulse punch punk queen quest race rack rage rail rain
ranger rat ray red rider ring riot river road robot rock rod roll roof room root rope
rose row rule run runner rush saint salt sand scale scientist science scope score scout
sea seal seed shade shadow shark sharp sheet shell shield ship shock shoe shop short shot
show shy side sight sign silver singer sister six size sized skin skull sky slave sling
slinger smith smoke snake snow soldier song sonic soul sound space spark speed spell
spider spike spirit spy squad staff stage star steel step stick stock stone storm story
street strength strike string structure stud suit sun swallow sweat sweet tail tank tea
team tech temple test thief thorn thread throne thunder tiger time tip toe tongue tool
tooth top torch touch tower town toy track trade trail train trap tree trick troop truck
turtle twin vat vision visor wall war ward warrior watch water wave way weapon web wheel
whip white wind window wing wire wise witch wolf woman wood word work world worm wraith
yard zone villain agent spear stun zip sport
"""

WORDS: frozenset[str] = frozenset(_WORDS.split())
