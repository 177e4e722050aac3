/** The knowledge base's five questions, shown in the FAQ tab's accordion. */
export const FAQ_ENTRIES = [
  {
    id: 'beginners',
    question: 'Are these guides suitable for beginners?',
    answer:
      'Every guide carries a difficulty level, from Easy and Beginner to Intermediate, Advanced and Professional, and an honest time estimate. ' +
      'Easy and Beginner jobs such as an air filter or an oil change need basic hand tools and no previous experience. Advanced jobs assume you ' +
      'own a torque wrench, can lift the car safely and have done brake or suspension work before. Professional guides, like the Ferrari annual ' +
      'service, are checklists to plan and review the work with a specialist rather than do-it-yourself procedures.',
  },
  {
    id: 'assistant',
    question: 'How does the AI Repair Assistant answer my question?',
    answer:
      'It searches our repair guides and the parts catalog for your question, recognising models and chassis codes such as 997 or E46, and ' +
      'answers from what it finds: the difficulty, the time the job takes, the key steps and cautions, parts with their lowest current prices, ' +
      'and the guides to read next. It never invents parts or procedures; when nothing matches, it says so and points you to our support team.',
  },
  {
    id: 'tools',
    question: 'Do I need special tools to work on a European performance car?',
    answer:
      'Most routine jobs need a good metric socket set, Torx and hex bits, jack stands and a torque wrench: fasteners on these cars are often ' +
      'aluminium or thread into aluminium, and the torque figures in our guides matter. Some jobs need a specific tool, such as an oil filter cap ' +
      'wrench or a camshaft locking set, and each guide lists exactly what it needs before you start.',
  },
  {
    id: 'warranty',
    question: 'Will doing my own maintenance void my warranty?',
    answer:
      'In the United States, the Magnuson-Moss Warranty Act stops a manufacturer from voiding a warranty just because you did the maintenance ' +
      'yourself or used aftermarket parts; they would have to show that the work or the part caused the failure. Use parts that meet the ' +
      'manufacturer’s specification, follow the service intervals and keep receipts and a written log with dates and mileage.',
  },
  {
    id: 'right-part',
    question: 'How do I make sure I buy the right part for my car?',
    answer:
      'Search by the OEM part number whenever you can: it is printed on the old part or listed in the guide, and our part number search also ' +
      'finds superseded numbers and aftermarket equivalents. Otherwise, search by your vehicle’s make, model and year, and check the fitment ' +
      'notes on the product page. Many BMW and Porsche parts differ by engine code rather than by model, so have yours at hand.',
  },
] as const;
