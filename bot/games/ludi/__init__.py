"""Ludi Romani: a small game of two to four aediles who sponsor the games of Rome with a
hidden hand of purse cards, sealed bids and a sealed vote of acclamation. Its rules (our
own) are below; the rules code cites their numbers.

1. Setup
1.1 Two to four aediles play: the Aurelii, the Claudii, the Cornelii and the Fabii, in
    that order. Each begins with no favour.
1.2 The purse deck holds thirty cards, three of each value from 1 to 10. It is shuffled
    and every aedile is dealt a hand of four cards, which only he sees.
1.3 The festival lasts 4, 6 or 8 days (option `festival_days`, 6 unless chosen), one round
    a day; the option `turn_limit` ends it after an earlier round.

2. A round
2.1 The omen: a die is rolled for the games of the round; the prize is that many favour
    and one more (2 to 7).
2.2 The sealed bid: every aedile at once lays one card of his hand face down. Nobody sees
    another's card until every aedile has laid one.
2.3 The reveal: the cards are shown. The highest card sponsors the games and wins the
    prize. When several lay the highest card, each of them rolls a die, the highest roll
    wins; those still equal roll again.
2.4 The acclamation: every aedile but the sponsor votes at once and sealed, to acclaim or
    to jeer the games. When more acclaim than jeer, the games are acclaimed: the sponsor
    gains 2 favour and every aedile who acclaimed 1. Otherwise they are jeered: every
    aedile who jeered gains 1 favour.
2.5 The laid cards are discarded, face up, and every aedile draws one card. When the deck
    is empty the discards are shuffled into a new deck first.

3. The end
3.1 After the last round the aedile with the most favour wins; aediles equal on the most
    favour share the victory.
"""
