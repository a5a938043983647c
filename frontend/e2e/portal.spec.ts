import { expect, test, type Page } from './support/test';
import { query } from './support/db';
import { createUser, signInAs } from './support/users';
import { look } from './support/look';

async function seedTraining(userId: string) {
  const [course] = await query<{ id: string }>(
    `INSERT INTO courses ("thinkificCourseId", name, description, slug)
     VALUES ($1, 'Investor Agent Certification', 'The complete certification program.', 'investor-agent-certification')
     RETURNING id`,
    [`c-${userId.slice(0, 8)}`],
  );
  const [enrollment] = await query<{ id: string }>(
    `INSERT INTO enrollments ("thinkificEnrollmentId", "userId", "courseId", "percentageCompleted") VALUES ($1, $2, $3, 24) RETURNING id`,
    [`e-${userId.slice(0, 8)}`, userId, course.id],
  );
  await query(
    `INSERT INTO lesson_completions ("webhookId", "userId", "enrollmentId", "courseId", "lessonName", "completedAt")
     VALUES ($1, $2, $3, $4, 'Finding Motivated Sellers', now())`,
    [`w-${userId.slice(0, 8)}`, userId, enrollment.id, course.id],
  );
  // A quiz: the Quiz Average tile shows only once one was taken.
  await query(
    `INSERT INTO lesson_completions ("webhookId", "userId", "enrollmentId", "courseId", "lessonName", "lessonType", "completedAt")
     VALUES ($1, $2, $3, $4, 'Deal Analysis Quiz', 'quiz', now())`,
    [`q-${userId.slice(0, 8)}`, userId, enrollment.id, course.id],
  );
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe.configure({ mode: 'serial' });

test('a new student sees the empty states', async ({ context, page }) => {
  await signInAs(context, await createUser({ firstName: '' }));
  await page.goto('/student-dashboard');
  await expect(page.getByText('Student Portal', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Recordings (0)' }).click();
  await expect(page.getByText('No course recordings available yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Resources (0)' }).click();
  await expect(page.getByText('No course resources available yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Training' }).click();
  await expect(page.getByText('No Enrolled Courses Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Portal' })).toHaveAttribute('target', '_blank');
  await expect(page.getByText('0 of 12')).toBeVisible();
  // No quiz taken: no average (the spec's placeholder would read as a real 85%).
  await expect(page.getByText('Quiz Average')).toHaveCount(0);
});

test('a student walks through every tab and the three tools', async ({ context, page }) => {
  const student = await createUser({ firstName: 'Sam' });
  await seedTraining(student.id);
  await query(
    `INSERT INTO course_recordings (title, description, "videoUrl", duration, category, tags) VALUES ('Week 1 Live Q&A', 'Offers and follow-up.', 'https://vimeo.com/76979871', '1h 15m', 'Live Calls', '{offers,sellers,follow-up,bonus}')`,
  );
  await query(
    `INSERT INTO course_resources (title, description, url, "resourceType", category) VALUES ('Offer Letter Template', 'Editable offer letter.', 'https://example.com/offer.pdf', 'pdf', 'Templates')`,
  );
  await signInAs(context, student);
  await page.goto('/student-dashboard');

  await expect(page.getByRole('heading', { name: 'Welcome, Sam!' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fix & Flip' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Deal Pipeline', 'Tools (3)', 'Recordings (1)', 'Resources (1)', 'Training']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Calculate Deal' })).toBeVisible(); // the analyzer's form
  await page.getByRole('tab', { name: 'Deal Pipeline' }).click();
  await expect(page.getByText('Active Deals')).toBeVisible();
  await expect(page.getByText('Lost Rate')).toBeVisible();

  await page.getByRole('tab', { name: 'Recordings (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Live Calls' })).toBeVisible();
  const card = page.getByTestId('recording-card');
  await expect(card.getByText('1h 15m')).toBeVisible();
  await expect(card.getByText('follow-up', { exact: true })).toBeVisible();
  await expect(card.getByText('bonus', { exact: true })).toHaveCount(0); // at most 3 tags
  await expect(card.getByRole('link', { name: 'Watch Recording' })).toHaveAttribute(
    'href',
    'https://vimeo.com/76979871',
  );
  await expect(card.getByRole('link', { name: 'Watch Recording' })).toHaveAttribute('target', '_blank');

  await page.getByRole('tab', { name: 'Resources (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Offer Letter Template' })).toHaveAttribute(
    'href',
    'https://example.com/offer.pdf',
  );

  await page.getByRole('tab', { name: 'Training' }).click();
  const course = page.getByTestId('course-card');
  await expect(course.getByText('Investor Agent Certification')).toBeVisible();
  await expect(course.getByText('Enrolled')).toBeVisible();
  await expect(course.getByText('24%')).toBeVisible();
  await expect(course.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
    'href',
    /\/courses\/take\/investor-agent-certification$/,
  );
  await expect(page.getByRole('link', { name: 'Browse Library' })).toBeVisible();
  await expect(page.getByText('24.00%')).toBeVisible();
  await expect(page.getByText('2 of 12')).toBeVisible();
  await expect(page.getByText('Quiz Average')).toBeVisible();
  await expect(page.getByText('87.00%')).toBeVisible();
  await look(page, { path: '/tmp/portal-training.png', fullPage: true });
  await page.getByRole('tab', { name: 'Fix & Flip' }).click();
  await look(page, { path: '/tmp/portal-fixflip.png', fullPage: true });

  // Rental underwriter
  await page.getByRole('tab', { name: 'Tools (3)' }).click();
  await page.getByRole('button', { name: 'Open Rental Underwriter' }).click();
  await expect(page).toHaveURL(/\/rental-underwriter$/);
  await fill(page, 'Purchase Price', '100000');
  await fill(page, 'Down Payment', '20000');
  await fill(page, 'Interest Rate', '0');
  await fill(page, 'Closing Costs', '3000');
  await fill(page, 'Rehab Cost', '7000');
  await page.getByRole('tab', { name: 'Income' }).click();
  // RentCast's long-term rent estimate, its comparables, taken into Monthly Rent with one click
  await page.getByLabel('Property address').fill('123 Main St, Austin, TX 78701');
  await page.getByRole('button', { name: 'Estimate rent' }).click();
  await expect(page.getByTestId('estimate-value')).toHaveText('$2,450/mo');
  await expect(page.getByRole('listitem').filter({ hasText: '130 Main St, Austin, TX 78701' })).toContainText(
    '$2,400/mo · 0.08 mi · listed Oct 1, 2026',
  );
  await page.getByRole('button', { name: 'Use $2,450 as Monthly Rent' }).click();
  await expect(page.getByLabel('Monthly Rent', { exact: true })).toHaveValue('2450');
  await fill(page, 'Monthly Rent', '1500');
  await page.getByRole('tab', { name: 'Expenses' }).click();
  await fill(page, 'Insurance (monthly)', '100');
  await fill(page, 'Property Taxes (monthly)', '150');
  await fill(page, 'Maintenance (monthly)', '75');
  await fill(page, 'Vacancy (monthly)', '75');
  await fill(page, 'Property Management (monthly)', '100');
  await page.getByRole('button', { name: 'Analyze This Deal' }).click();
  await expect(page.getByTestId('deal-assessment')).toHaveText('Strong Deal');
  await expect(page.getByText('$778')).toBeVisible(); // monthly cash flow
  await expect(page.getByText('12.00%')).toBeVisible(); // cap rate
  await expect(page.getByText('Amortization Schedule')).toBeVisible();
  await look(page, { path: '/tmp/portal-rental.png', fullPage: true });
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/student-dashboard\?tab=tools$/); // back to the tab the tools are in

  // Creative finance
  await page.goto('/creative-finance-calculator');
  await fill(page, 'Property Value', '250000');
  await fill(page, 'Existing Loan Balance', '180000');
  await fill(page, 'Existing Monthly Payment (P&I)', '1350');
  await fill(page, 'Expected Monthly Rent', '1900');
  await page.getByRole('button', { name: 'Calculate Subject-To' }).click();
  await expect(page.getByText('$70,000')).toBeVisible(); // equity
  await page.getByRole('tab', { name: 'Seller Financing' }).click();
  await fill(page, 'Purchase Price', '380000');
  await fill(page, 'Down Payment', '20000');
  await page.getByRole('button', { name: 'Calculate Seller Financing' }).click();
  await expect(page.getByText('$360,000')).toBeVisible(); // loan amount; blank term = 30 years, blank rate = 0
  await expect(page.getByText('$1,000').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Lease Option' }).click();
  await fill(page, 'Option Fee', '6000');
  await fill(page, 'Monthly Rent Credit', '250');
  await page.getByRole('button', { name: 'Calculate Lease Option' }).click();
  await expect(page.getByText('Annual Credit ROI')).toBeVisible();
  await expect(page.getByText('50.00%')).toBeVisible();

  // Scripts & objections
  await page.goto('/scripts-objections');
  await expect(page.getByRole('tab', { name: 'Sellers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Motivated Seller Cold Call').last()).toBeVisible();
  await expect(page.getByTestId('script-text')).toContainText('30 days');
  await expect(page.getByTestId('script-text')).toContainText('7-14 days');
  await page.getByText('Inherited Property Follow-Up').first().click();
  await expect(page.getByTestId('script-text')).toContainText('probate');
  for (const tab of ['Buyers', 'Agents', 'Contractors']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText('Common Objections').last()).toBeVisible();
  }
  await expect(page.getByText('Contractor Bid Walkthrough')).toBeVisible();

  // Logout
  await page.goto('/student-dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin adds a recording and a student sees it', async ({ browser }) => {
  const adminContext = await browser.newContext();
  await signInAs(adminContext, await createUser({ userType: 'admin' }));
  const admin = await adminContext.newPage();
  await admin.goto('/admin/course-content');
  await admin.getByRole('button', { name: 'Add Recording' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Recording' });
  await dialog.getByLabel('Title').fill('Deal Review: 123 Oak St');
  await dialog.getByLabel('Video URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Create Recording' }).click();
  await expect(dialog.getByText('Please enter a valid video URL')).toBeVisible();
  await dialog.getByLabel('Video URL').fill('https://vimeo.com/1001');
  await dialog.getByLabel('Category').fill('Deal Reviews');
  await dialog.getByLabel('Duration').fill('45m');
  await dialog.getByRole('button', { name: 'Create Recording' }).click();
  await expect(admin.getByText('Recording created successfully')).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Deal Review: 123 Oak St', exact: true })).toBeVisible();
  await look(admin, { path: '/tmp/admin-content.png', fullPage: true });
  await adminContext.close();

  const studentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInAs(studentContext, await createUser({ firstName: 'Robin' }));
  const page = await studentContext.newPage();
  await page.goto('/student-dashboard');
  // A phone names every dashboard section in one select instead of a row of tabs.
  await page.getByRole('combobox', { name: 'Dashboard section' }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Recordings \(\d+\)$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Deal Reviews' })).toBeVisible();
  await expect(page.getByText('Deal Review: 123 Oak St')).toBeVisible();
  await look(page, { path: '/tmp/portal-recordings-390.png', fullPage: true });
  await page.goto('/rental-underwriter');
  await page.getByRole('button', { name: 'Analyze This Deal' }).click();
  await expect(page.getByTestId('deal-assessment')).toHaveText('Negative Cash Flow');
  await look(page, { path: '/tmp/portal-rental-390.png', fullPage: true });
  await page.goto('/creative-finance-calculator');
  await page.getByRole('button', { name: 'Calculate Subject-To' }).click();
  await expect(page.getByText('Strategy')).toBeVisible();
  await look(page, { path: '/tmp/portal-creative-390.png', fullPage: true });
  await page.goto('/scripts-objections');
  await expect(page.getByTestId('script-text')).toBeVisible();
  await look(page, { path: '/tmp/portal-scripts-390.png', fullPage: true });
  await studentContext.close();
});
