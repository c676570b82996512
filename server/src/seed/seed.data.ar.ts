/**
 * Arabic of the demo catalog (issue "English and Arabic" §6), keyed by the English name in
 * seed.data.ts. Modern Standard Arabic as Gulf menus write it; dish names that Gulf diners know by
 * their own name (shakshuka, machboos, falafel, poke) keep it.
 */
export const AR_MEALS: Readonly<Record<string, { name: string; description: string }>> = {
  'Shakshuka with Feta': {
    name: 'شكشوكة بجبنة الفيتا',
    description: 'بيض مطهو في صلصة الطماطم والفلفل المتبّلة، مع جبنة فيتا مفتتة وخبز بيتا دافئ من القمح الكامل.',
  },
  'Overnight Oats with Berries': {
    name: 'شوفان منقوع مع التوت',
    description: 'شوفان منقوع في حليب اللوز مع بذور الشيا والتوت الأزرق وتوت العليق ورشة عسل.',
  },
  'Avocado Toast & Poached Egg': {
    name: 'توست الأفوكادو مع بيضة مسلوقة',
    description: 'خبز العجين المخمّر مع أفوكادو مهروس ورقائق الفلفل الحار وبيضة مسلوقة طرية وبراعم خضراء.',
  },
  'Greek Yogurt Parfait': { name: 'بارفيه الزبادي اليوناني', description: 'زبادي مصفّى بطبقات من الغرانولا والرمان ودبس التمر.' },
  'Egg White Omelette': {
    name: 'أومليت بياض البيض',
    description: 'بياض بيض مع السبانخ والفطر والطماطم الكرزية، يُقدَّم مع البطاطا الحلوة المحمّرة.',
  },
  'Protein Pancakes': {
    name: 'بان كيك البروتين',
    description: 'بان كيك بالشوفان وبروتين مصل اللبن، مع شرائح الموز وصلصة زبدة الفول السوداني.',
  },
  'Foul Medames Bowl': { name: 'طبق فول مدمس', description: 'فول مطهو على نار هادئة بالكمون والليمون وزيت الزيتون والطماطم والبقدونس.' },
  'Turkey Bacon Breakfast Wrap': {
    name: 'لفافة الفطور بلحم الديك الرومي المقدد',
    description: 'خبز تورتيلا من القمح الكامل مع بيض مخفوق ولحم ديك رومي مقدد وجبنة شيدر وصلصة السالسا.',
  },
  'Labneh & Zaatar Flatbread': { name: 'خبز رقيق باللبنة والزعتر', description: 'خبز رقيق مع اللبنة والزعتر والخيار والنعناع والزيتون.' },
  'Acai Smoothie Bowl': { name: 'وعاء سموذي الأساي', description: 'مزيج الأساي والموز مع جوز الهند والغرانولا والمانجو الطازجة.' },
  'Chicken Shawarma Bowl': { name: 'طبق شاورما الدجاج', description: 'أفخاذ دجاج متبّلة مع أرز بني ولفت مخلل وزبادي بالثوم وسلطة.' },
  'Grilled Salmon Quinoa Salad': {
    name: 'سلطة الكينوا بالسلمون المشوي',
    description: 'سلمون مشوي مع الكينوا والجرجير وفول الإدامامي والأفوكادو وصلصة الليمون والأعشاب.',
  },
  'Beef Kofta with Freekeh': { name: 'كفتة لحم مع الفريكة', description: 'كفتة لحم بقري قليل الدهن مع فريكة مدخّنة وخضار مشوية وطحينة.' },
  'Falafel Power Bowl': {
    name: 'طبق الفلافل المغذّي',
    description: 'فلافل مخبوزة مع الحمص بالطحينة والتبولة والمخللات والكسكس من الحبوب الكاملة.',
  },
  'Thai Green Curry Chicken': {
    name: 'دجاج بالكاري الأخضر التايلندي',
    description: 'صدر دجاج في كاري أخضر خفيف بحليب جوز الهند مع أرز الياسمين وخضار ورقية.',
  },
  'Turkey & Hummus Wrap': {
    name: 'لفافة الديك الرومي بالحمص',
    description: 'ديك رومي مشوي مع الحمص والسبانخ والفلفل المشوي في خبز من القمح الكامل.',
  },
  'Lentil & Sweet Potato Curry': {
    name: 'كاري العدس والبطاطا الحلوة',
    description: 'عدس أحمر وبطاطا حلوة في كاري طماطم معتدل مع أرز بسمتي.',
  },
  'Shrimp Poke Bowl': {
    name: 'طبق بوكي الروبيان',
    description: 'روبيان مع أرز السوشي والخيار والمانجو وسلطة الأعشاب البحرية وصلصة السمسم والصويا.',
  },
  'Chicken Caesar Salad': {
    name: 'سلطة سيزر بالدجاج',
    description: 'دجاج مشوي مع خس روماني وجبنة بارميزان وخبز محمّص من الحبوب الكاملة وصلصة سيزر خفيفة.',
  },
  'Mushroom Risotto': { name: 'ريزوتو الفطر', description: 'أرز أربوريو مع الفطر البري وجبنة البارميزان والزعتر.' },
  'Lamb Machboos': { name: 'مجبوس لحم', description: 'أرز إماراتي متبّل مع لحم ضأن مطهو على نار هادئة ولومي ومكسرات محمّصة.' },
  'Herb-Crusted Hammour': {
    name: 'هامور بقشرة الأعشاب',
    description: 'هامور مخبوز بقشرة من الأعشاب وزبدة الليمون، مع فاصوليا خضراء وبطاطا صغيرة.',
  },
  'Chicken Tikka & Cauliflower Rice': { name: 'دجاج تكا مع أرز القرنبيط', description: 'دجاج تكا تندوري مع أرز القرنبيط ورايتا النعناع.' },
  'Beef Stir-Fry with Soba': {
    name: 'لحم بقري سوتيه مع نودلز السوبا',
    description: 'شرائح لحم بقري قليل الدهن مع البروكلي والفلفل ونودلز السوبا بصلصة الزنجبيل والصويا.',
  },
  'Stuffed Bell Peppers': {
    name: 'فلفل رومي محشي',
    description: 'فلفل محشو بلحم الديك الرومي المفروم والأرز البني والطماطم، مغطى بجبنة الموزاريلا.',
  },
  'Zucchini Lasagna': { name: 'لازانيا الكوسا', description: 'طبقات من الكوسا وصلصة لحم بقري قليل الدهن وجبنة الريكوتا والموزاريلا.' },
  'Miso Glazed Salmon': { name: 'سلمون بصلصة الميسو', description: 'سلمون مغطى بصلصة الميسو البيضاء مع البوك تشوي والأرز البني.' },
  'Chickpea & Spinach Stew': { name: 'يخنة الحمص والسبانخ', description: 'حمص وسبانخ في يخنة الطماطم والكمون مع خبز من القمح الكامل.' },
  'Grilled Chicken Breast & Veg': {
    name: 'صدر دجاج مشوي مع الخضار',
    description: 'صدر دجاج مشوي على الفحم مع خضار متوسطية محمّصة وصلصة البيستو.',
  },
  'Prawn Saffron Paella': { name: 'باييلا الروبيان بالزعفران', description: 'روبيان مع أرز بالزعفران والبازلاء والفلفل وعصرة ليمون.' },
  'Tofu Teriyaki Bowl': {
    name: 'طبق التوفو بصلصة الترياكي',
    description: 'توفو مقرمش بصلصة الترياكي مع أرز بني وفول الإدامامي وجزر مخلل.',
  },
  'Protein Energy Balls': { name: 'كرات الطاقة بالبروتين', description: 'تمر وشوفان وبروتين مصل اللبن وكاكاو، ملفوفة بجوز الهند (3 قطع).' },
  'Hummus & Crudités': { name: 'حمص مع أصابع الخضار', description: 'حمص بالطحينة مع أصابع الجزر والخيار والفلفل.' },
  'Mixed Nuts & Dates': { name: 'مكسرات مشكّلة وتمر', description: 'لوز وكاجو وجوز مع حبتين من تمر الخلاص.' },
  'Cottage Cheese & Pineapple': { name: 'جبنة قريش مع الأناناس', description: 'جبنة قريش قليلة الدسم مع أناناس طازج ونعناع.' },
  'Dark Chocolate Protein Bar': {
    name: 'لوح بروتين بالشوكولاتة الداكنة',
    description: 'لوح من إعداد مطبخنا بالشوكولاتة الداكنة والفول السوداني وبروتين مصل اللبن.',
  },
  'Edamame with Sea Salt': { name: 'إدامامي بملح البحر', description: 'فول إدامامي مطهو على البخار مع رقائق ملح البحر.' },
  'Greek Yogurt & Honey': { name: 'زبادي يوناني بالعسل', description: 'زبادي مصفّى مع عسل السدر والجوز.' },
  'Apple & Almond Butter': { name: 'تفاح مع زبدة اللوز', description: 'شرائح تفاح مقرمشة مع زبدة اللوز.' },
  'Baked Sweet Potato Fries': {
    name: 'أصابع البطاطا الحلوة المخبوزة',
    description: 'أصابع بطاطا حلوة مخبوزة في الفرن مع غموس الزبادي بالبابريكا المدخّنة.',
  },
  'Chia Coconut Pudding': { name: 'بودينغ الشيا بجوز الهند', description: 'بذور الشيا في حليب جوز الهند مع هريس المانجو.' },
  'Boiled Eggs & Avocado': { name: 'بيض مسلوق مع الأفوكادو', description: 'بيضتان مسلوقتان مع نصف حبة أفوكادو وتتبيلة السمسم والبهارات.' },
};

export const AR_PLANS: Readonly<Record<string, { name: string; description: string }>> = {
  '7-Day Trial': {
    name: 'تجربة 7 أيام',
    description: 'جرّب أسبوعًا كاملًا من وجبات يعدّها طهاتنا: فطور وغداء وعشاء ووجبة خفيفة تصلك يوميًا. تذوّق كل ما نطهوه.',
  },
  Balanced: {
    name: 'المتوازنة',
    description: 'الأكثر طلبًا: عناصر غذائية متوازنة لطاقة تدوم طوال اليوم، مع أشهى الأطباق العربية والآسيوية والمتوسطية.',
  },
  'Lean & Low-Carb': {
    name: 'الرشيقة منخفضة الكربوهيدرات',
    description: 'بروتين أكثر وكربوهيدرات أقل، لخسارة الدهون بثبات دون الشعور بالجوع.',
  },
  'Muscle Gain': { name: 'بناء العضلات', description: 'حصص سخية وأكثر من 140 غرامًا من البروتين يوميًا لبناء العضلات والتعافي.' },
  'Plant Power': { name: 'القوة النباتية', description: 'نباتية بالكامل وغنية بالألياف: بقوليات وحبوب وخضار موسمية.' },
};

export const AR_PROMOTIONS: Readonly<Record<string, { name: string }>> = {
  'Summer Fit Special': { name: 'عرض الصيف الرشيق' },
  'New Year Kick-off': { name: 'انطلاقة العام الجديد' },
};
